/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown>, asOf: NonNullable<unknown> }} Alert_Notice_BodyInputs */

const en_alert_notice_body = /** @type {(inputs: Alert_Notice_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.detail}. ${i?.asOf}.`)
};

/**
* | output |
* | --- |
* | "{detail}. {asOf}." |
*
* @param {Alert_Notice_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_notice_body = /** @type {((inputs: Alert_Notice_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Notice_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_notice_body", en_alert_notice_body));
