/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Crew_Local_AssumptionInputs */

const en_crew_local_assumption = /** @type {(inputs: Crew_Local_AssumptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (local assumption)`)
};

/**
* | output |
* | --- |
* | "{limit} (local assumption)" |
*
* @param {Crew_Local_AssumptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_local_assumption = /** @type {((inputs: Crew_Local_AssumptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Local_AssumptionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_local_assumption", en_crew_local_assumption));
