/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Not_UpdatedInputs */

const en_status_not_updated = /** @type {(inputs: Status_Not_UpdatedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not updated · ${i?.time}`);
	return /** @type {LocalizedString} */ (`${shown} not updated · ${i?.time}`)
	
};

const es_status_not_updated = /** @type {(inputs: Status_Not_UpdatedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} sin actualizar · ${i?.time}`);
	return /** @type {LocalizedString} */ (`${shown} sin actualizar · ${i?.time}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not updated · {time}" |
* | * | "{shown} not updated · {time}" |
*
* @param {Status_Not_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_updated = /** @type {((inputs: Status_Not_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_UpdatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_not_updated, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_not_updated(inputs)
	return en_status_not_updated(inputs)
});