// The DOM tests wait for Dexie's live queries; on a busy two-core CI machine they answer in
// seconds, not Testing Library's default one: the tests ask what shows, not how fast.
import { configure } from '@testing-library/svelte';

// Under the whole suite's load a screen took just over 5 s to answer; the test budget is 20 s.
configure({ asyncUtilTimeout: 12_000 });
