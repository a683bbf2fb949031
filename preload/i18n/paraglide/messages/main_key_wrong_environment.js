/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rejected: NonNullable<unknown>, environment: NonNullable<unknown>, other: NonNullable<unknown> }} Main_Key_Wrong_EnvironmentInputs */

const en_main_key_wrong_environment = /** @type {(inputs: Main_Key_Wrong_EnvironmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} It was sent to ${i?.environment}: is it a ${i?.other} key?`)
};

/**
* | output |
* | --- |
* | "{rejected} It was sent to {environment}: is it a {other} key?" |
*
* @param {Main_Key_Wrong_EnvironmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_wrong_environment = /** @type {((inputs: Main_Key_Wrong_EnvironmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Wrong_EnvironmentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_wrong_environment", en_main_key_wrong_environment));
