/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ regular: NonNullable<unknown>, overtime: NonNullable<unknown>, double: NonNullable<unknown> }} Crew_Period_SplitInputs */

const en_crew_period_split = /** @type {(inputs: Crew_Period_SplitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.regular} regular, ${i?.overtime} overtime, ${i?.double} double time`)
};

/**
* | output |
* | --- |
* | ": {regular} regular, {overtime} overtime, {double} double time" |
*
* @param {Crew_Period_SplitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_period_split = /** @type {((inputs: Crew_Period_SplitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Period_SplitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_period_split", en_crew_period_split));
