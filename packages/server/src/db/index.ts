export { applyMigrations, MIGRATIONS_FOLDER } from './migrate';
export {
  type Database,
  type DatabaseConfig,
  type Db,
  type DbQueryResultHKT,
  openDatabase,
  type QueryRows,
} from './open';
export * as schema from './schema';
