/** A WOFF 1.0 font as the plain TrueType file it wraps. */
export declare function woffToTrueType(woff: Buffer): Buffer;
/** The environment of a browser whose pictures are compared: only the fonts the project ships. */
export declare function hermeticFontEnv(): NodeJS.ProcessEnv;
