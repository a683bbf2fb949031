/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_Uuid_ListedInputs */

const en_crew_no_uuid_listed = /** @type {(inputs: Crew_No_Uuid_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hours: they are looked up by worker UUID, and the server lists no UUID for this worker. Once the office sets one, they arrive with the next sync.`)
};

/**
* | output |
* | --- |
* | "No hours: they are looked up by worker UUID, and the server lists no UUID for this worker. Once the office sets one, they arrive with the next sync." |
*
* @param {Crew_No_Uuid_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_uuid_listed = /** @type {((inputs?: Crew_No_Uuid_ListedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_Uuid_ListedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_no_uuid_listed", en_crew_no_uuid_listed));
