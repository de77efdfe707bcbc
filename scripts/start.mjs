// `npm start`: install, build, create and seed the embedded database, serve the app.
import { build, checkNode, installDependencies, serve, step } from './lib.mjs';

checkNode();
installDependencies();
build();
step(`Starting the server (PORT=${process.env.PORT ?? 3000}, BRAND=${process.env.BRAND ?? 'general'})`);
serve(process.argv.slice(2));
