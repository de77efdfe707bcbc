// A plain stylesheet of a library, imported for its effect; Vite bundles it with the importing chunk.
declare module '*.css';
