export { Card, type CardProps, type CardVariant, type HeadingLevel } from './Card';
export { cardVariants } from './Card.css';
