export { Skeleton, type SkeletonProps, type SkeletonShape, skeletonCounts } from './Skeleton';
export { skeletonShapes } from './Skeleton.css';
