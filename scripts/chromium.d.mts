/** Where Debian installs Chromium; `CHROMIUM_PATH` points elsewhere. */
export declare const chromiumPath: string;
/** The flags every run of Chromium needs here (see chromium.mjs). */
export declare const chromiumArgs: readonly string[];
