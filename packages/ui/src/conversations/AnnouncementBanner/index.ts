export * from './AnnouncementBanner';
