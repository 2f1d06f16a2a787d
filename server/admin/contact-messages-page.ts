// What the /admin/messages page's loader and action use (a route may import only *.server modules from server/).
export { listContactMessages } from './list-contact-messages';
export { markContactMessageHandled } from './mark-contact-message-handled';
