/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Alert_Item_NameInputs */

const en_alert_item_name = /** @type {(inputs: Alert_Item_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Item ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Item {id}" |
*
* @param {Alert_Item_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_item_name = /** @type {((inputs: Alert_Item_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Item_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_item_name", en_alert_item_name));
