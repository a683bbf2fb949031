/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profile_Not_PlacedInputs */

const en_profile_not_placed = /** @type {(inputs: Profile_Not_PlacedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} order not placed yet was read before it went: export it to place it another way, or it is lost.`);
	return /** @type {LocalizedString} */ (`${i?.count} orders not placed yet were read before they went: export them to place them another way, or they are lost.`)
	
};

const es_profile_not_placed = /** @type {(inputs: Profile_Not_PlacedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Se leyó ${i?.count} pedido aún no enviado antes de perderse: expórtelo para hacerlo de otra forma, o se perderá.`);
	return /** @type {LocalizedString} */ (`Se leyeron ${i?.count} pedidos aún no enviados antes de perderse: expórtelos para hacerlos de otra forma, o se perderán.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} order not placed yet was read before it went: export it to place it another way, or it is lost." |
* | * | "{count} orders not placed yet were read before they went: export them to place them another way, or they are lost." |
*
* @param {Profile_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_not_placed = /** @type {((inputs: Profile_Not_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Not_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_not_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_not_placed(inputs)
	return en_profile_not_placed(inputs)
});