export {
  canSendInThread,
  isThreadRead,
  type NewThreadBlock,
  newThreadBlock,
  type ThreadReadInput,
} from './messaging';
