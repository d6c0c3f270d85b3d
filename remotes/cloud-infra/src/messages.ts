// Persian strings shared by the areas of cloud-infra (a resource's own strings are in its
// features/<resource>/messages.ts): the labels every create page's order summary carries.
export const cloudInfraMessages = {
  order: {
    summary: 'خلاصه سفارش',
    hourly: 'هزینه ساعتی',
  },
};
