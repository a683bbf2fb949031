/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_LoadingInputs */

const en_crew_loading = /** @type {(inputs: Crew_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored data…`)
};

/**
* | output |
* | --- |
* | "Loading stored data…" |
*
* @param {Crew_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_loading = /** @type {((inputs?: Crew_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_loading", en_crew_loading));
