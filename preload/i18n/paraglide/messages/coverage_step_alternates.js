/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_AlternatesInputs */

const en_coverage_step_alternates = /** @type {(inputs: Coverage_Step_AlternatesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} alternate`);
	return /** @type {LocalizedString} */ (`${shown} alternates`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} alternate" |
* | * | "{shown} alternates" |
*
* @param {Coverage_Step_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_alternates = /** @type {((inputs: Coverage_Step_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_step_alternates", en_coverage_step_alternates));
