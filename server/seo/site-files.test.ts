import { describe, expect, it } from 'vitest';
import { sitemapXml } from './site-files';

describe('the sitemap', () => {
  it("lists each business idea's guide page beside the list", () => {
    const xml = sitemapXml('https://example.test', [], '2026-11-26', [], ['website-chatbot-setup', 'ai-voice-receptionist']);
    expect(xml).toContain('<loc>https://example.test/business-ideas</loc>');
    expect(xml).toContain('<url><loc>https://example.test/business-ideas/website-chatbot-setup</loc><lastmod>2026-11-26</lastmod></url>');
    expect(xml).toContain('<loc>https://example.test/business-ideas/ai-voice-receptionist</loc>');
  });
});
