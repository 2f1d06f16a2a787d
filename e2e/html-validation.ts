import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';

/**
 * The HTML validator (issue 41) with the project's .htmlvalidate.json: html-validate's recommended rules, with only
 * matters of taste turned off (docs/decisions/031f-validators-feed-plain-text-and-spreadsheets.md), and the rule for a <dl>'s groups
 * (test/html-validate/dl-group-content.js). One instance: it keeps the parsed configuration between pages.
 */
let validator: HtmlValidate | undefined;

/** Where the configuration is looked up from: a file name in the project's root. */
const CONFIG_FROM = `${process.cwd()}/page.html`;

function describeMessage(message: Message): string {
  return `${message.ruleId} at ${message.line}:${message.column}: ${message.message}\n    ${message.selector ?? ''}`;
}

/** Every error and warning the validator finds in a document, one line each (empty when it is valid). */
export async function htmlProblems(html: string): Promise<string[]> {
  validator ??= new HtmlValidate(new FileSystemConfigLoader());
  const report = await validator.validateString(html, CONFIG_FROM);
  return report.results.flatMap((result) => result.messages.map(describeMessage));
}
