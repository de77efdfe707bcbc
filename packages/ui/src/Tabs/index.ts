export { type TabItem, Tabs, type TabsAppearance, type TabsProps } from './Tabs';
export { tabsAppearances } from './Tabs.css';
