/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Status_Age_LaterInputs */

const en_status_age_later = /** @type {(inputs: Status_Age_LaterInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} later event as of ${i?.when}`);
	return /** @type {LocalizedString} */ (`${shown} later events as of ${i?.when}`)
	
};

const es_status_age_later = /** @type {(inputs: Status_Age_LaterInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} evento posterior: ${i?.when}`);
	return /** @type {LocalizedString} */ (`${shown} eventos posteriores: ${i?.when}`)
	
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
export const status_age_later = /** @type {((inputs: Status_Age_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Age_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_age_later, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_age_later(inputs)
	return en_status_age_later(inputs)
});