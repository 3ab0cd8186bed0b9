/** Help-centre FAQs (issue 7). */
export {};
