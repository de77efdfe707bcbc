export { Box, type BoxElement, type BoxProps, boxElements } from './Box';
