// What the /help page's loader uses (a route may import only *.server modules from server/).
export { getHelpQuestions } from './help-questions';
