// The DOM tests wait for Dexie's live queries; on a busy two-core CI machine they answer in
// seconds, not Testing Library's default one: the tests ask what shows, not how fast.
import { configure } from '@testing-library/svelte';

configure({ asyncUtilTimeout: 5_000 });
