// Persian strings of the object storage area as a whole (a resource's own strings are in its
// features/<resource>/messages.ts).
export const storageMessages = {
  title: 'فضای ذخیره‌سازی ابری',
};
