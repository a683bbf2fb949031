/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Crew_WorkersInputs */

const en_crew_workers = /** @type {(inputs: Crew_WorkersInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} worker`);
	return /** @type {LocalizedString} */ (`${shown} workers`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} worker" |
* | * | "{shown} workers" |
*
* @param {Crew_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_workers = /** @type {((inputs: Crew_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_WorkersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_workers", en_crew_workers));
