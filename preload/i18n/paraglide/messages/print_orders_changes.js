/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_Orders_ChangesInputs */

const en_print_orders_changes = /** @type {(inputs: Print_Orders_ChangesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} compliance change`);
	return /** @type {LocalizedString} */ (`${i?.count} compliance changes`)
	
};

const es_print_orders_changes = /** @type {(inputs: Print_Orders_ChangesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} cambio de cumplimiento`);
	return /** @type {LocalizedString} */ (`${i?.count} cambios de cumplimiento`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} compliance change" |
* | * | "{count} compliance changes" |
*
* @param {Print_Orders_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_orders_changes = /** @type {((inputs: Print_Orders_ChangesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Orders_ChangesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_orders_changes, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_orders_changes(inputs)
	return en_print_orders_changes(inputs)
});