/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Later_ChangesInputs */

const en_orders_later_changes = /** @type {(inputs: Orders_Later_ChangesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Includes ${shown} later change`);
	return /** @type {LocalizedString} */ (`Includes ${shown} later changes`)
	
};

const es_orders_later_changes = /** @type {(inputs: Orders_Later_ChangesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Incluye ${shown} cambio posterior`);
	return /** @type {LocalizedString} */ (`Incluye ${shown} cambios posteriores`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Includes {shown} later change" |
* | * | "Includes {shown} later changes" |
*
* @param {Orders_Later_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_later_changes = /** @type {((inputs: Orders_Later_ChangesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Later_ChangesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_later_changes, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_later_changes(inputs)
	return en_orders_later_changes(inputs)
});