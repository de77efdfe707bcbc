export {
  type OccupationalTeamLinks,
  type OccupationalTeamState,
  OccupationalTeamView,
  type OccupationalTeamViewProps,
} from './OccupationalTeamView';
