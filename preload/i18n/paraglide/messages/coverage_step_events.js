/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_EventsInputs */

const en_coverage_step_events = /** @type {(inputs: Coverage_Step_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} event`);
	return /** @type {LocalizedString} */ (`${shown} events`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} event" |
* | * | "{shown} events" |
*
* @param {Coverage_Step_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_events = /** @type {((inputs: Coverage_Step_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_step_events", en_coverage_step_events));
