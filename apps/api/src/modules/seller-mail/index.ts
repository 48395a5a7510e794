// The seller's mail (decision 057): decisions and appeal outcomes queue it; requests remember
// the language it speaks.

export { enqueueSellerMail, rememberRequestLang } from './seller-mail-service'
