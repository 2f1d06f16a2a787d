import { useNavigation } from 'react-router';

/** True while a form posted to `path` (this page's action) is on its way or its answer is loading. */
export function useSubmittingTo(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formAction?.startsWith(path) === true;
}
