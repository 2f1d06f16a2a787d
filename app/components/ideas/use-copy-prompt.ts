import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '~/components/toaster';
import { PROMPT_COPIED_MS } from '../../../common/business-ideas';
import type { UnlockedIdeaView } from '../../../server/ideas/idea-views.server';

/** Copies an idea's prompt; `copiedId` names the idea whose button says 'Copied!' for 2000 ms (spec 001 §4, §9). */
export function useCopyPrompt() {
  const toast = useToast();
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const copiedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);
  const copyPrompt = useCallback(
    async (idea: UnlockedIdeaView) => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(idea.aiPromptTemplate);
        window.clearTimeout(copiedTimer.current);
        setCopiedId(idea.id);
        copiedTimer.current = window.setTimeout(() => setCopiedId(null), PROMPT_COPIED_MS);
      } catch {
        toast({
          title: 'Copy failed',
          description: 'Unable to copy the prompt to your clipboard. Select the prompt text and copy it instead.',
          variant: 'error',
        });
      }
    },
    [toast],
  );
  return { copiedId, copyPrompt };
}
