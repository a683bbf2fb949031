/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sync_Failure_TitleInputs */

const en_sync_failure_title = /** @type {(inputs: Sync_Failure_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Last sync: ${shown} item not updated`);
	return /** @type {LocalizedString} */ (`Last sync: ${shown} items not updated`)
	
};

const es_sync_failure_title = /** @type {(inputs: Sync_Failure_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Última sincronización: ${shown} elemento sin actualizar`);
	return /** @type {LocalizedString} */ (`Última sincronización: ${shown} elementos sin actualizar`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Last sync: {shown} item not updated" |
* | * | "Last sync: {shown} items not updated" |
*
* @param {Sync_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_title = /** @type {((inputs: Sync_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_title(inputs)
	return en_sync_failure_title(inputs)
});