// What the /contact page's loader and action use (a route may import only *.server modules from server/).
export { issueContactFormToken } from './contact-form-token';
export { contactLimit, sendContactMessage } from './send-contact-message';
