/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Follow_DoneInputs */

const en_follow_done = /** @type {(inputs: Follow_DoneInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Done: show the dashboard (${shown} event)`);
	return /** @type {LocalizedString} */ (`Done: show the dashboard (${shown} events)`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Done: show the dashboard ({shown} event)" |
* | * | "Done: show the dashboard ({shown} events)" |
*
* @param {Follow_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_done = /** @type {((inputs: Follow_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_DoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_done", en_follow_done));
