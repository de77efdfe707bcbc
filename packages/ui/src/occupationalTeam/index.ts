export * from './OccupationalTeamView';
