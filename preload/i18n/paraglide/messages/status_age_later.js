/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Status_Age_LaterInputs */

const en_status_age_later = /** @type {(inputs: Status_Age_LaterInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} later event as of ${i?.when}`);
	return /** @type {LocalizedString} */ (`${shown} later events as of ${i?.when}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} later event as of {when}" |
* | * | "{shown} later events as of {when}" |
*
* @param {Status_Age_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_age_later = /** @type {((inputs: Status_Age_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Age_LaterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_age_later", en_status_age_later));
