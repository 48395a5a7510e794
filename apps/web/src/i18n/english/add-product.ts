import { addEnglish } from './registry'

/** English texts of the add-product screen only. They ship in its route chunk (decision 030). */
export const addProductTexts = {
  'created.product': '"{title}" was added.',
  'addProduct.pageTitle': 'Add New Product',
  'addProduct.title': 'Title',
  'addProduct.price': 'Price',
  'addProduct.description': 'Description',
  'addProduct.location': 'Location',
  'addProduct.wilaya': 'Wilaya',
  'addProduct.chooseWilaya': 'Select a wilaya',
  'addProduct.category': 'Category',
  'addProduct.chooseCategory': 'Select a category',
  'addProduct.subcategory': 'Subcategory',
  'addProduct.chooseSubcategory': 'Select a subcategory',
  'addProduct.subcategoryWaits': 'Choose a category first.',
  'addProduct.noSubcategories': 'No subcategories available for this category',
  'addProduct.subcategoriesFailed': 'Could not load the subcategories. Please reload the page.',
  'addProduct.image': 'Product Image',
  'addProduct.imageHint': 'PNG, JPG, GIF up to 10MB',
  'addProduct.imagePreview': 'Preview of the selected image',
  'addProduct.cancel': 'Cancel',
  'addProduct.submit': 'Add Product',
  'addProduct.submitting': 'Adding Product...',
  'addProduct.failed': 'Failed to add product. Please try again.',
} as const

addEnglish(addProductTexts)
