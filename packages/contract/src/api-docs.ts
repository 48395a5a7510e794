/**
 * The API description's names, words and examples for the contract's schemas (decision 054):
 * imported by the API before it builds its OpenAPI document, never by the web.
 */
import './api-docs/accounts'
import './api-docs/catalogue'
import './api-docs/other'
import './api-docs/appeals'
