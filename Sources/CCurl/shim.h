// libcurl for the network helper (README, "The HTTP client"). curl_easy_setopt and curl_easy_getinfo are
// C-variadic, which Swift cannot call, so each kind of argument gets a typed `linklab_curl_` wrapper here.
#ifndef LINKLAB_CCURL_SHIM_H
#define LINKLAB_CCURL_SHIM_H

#include <stddef.h>
#include <curl/curl.h>

/// A write or header callback: curl's `size_t (*)(char *, size_t, size_t, void *)`.
typedef size_t (*linklab_curl_data_callback)(char *data, size_t size, size_t count, void *context);

/// curl_global_init with the default flags (a macro made of two, which Swift does not import).
static inline CURLcode linklab_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

// MARK: curl_easy_setopt, one function per kind of argument

static inline CURLcode linklab_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode linklab_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/// A string option; curl copies the string (except CURLOPT_POSTFIELDS, which the helper does not use).
static inline CURLcode linklab_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

/// A pointer option: a callback's context, or a `struct curl_slist *`.
static inline CURLcode linklab_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode linklab_curl_setopt_callback(CURL *handle, CURLoption option, linklab_curl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

/// A blob option (CURLOPT_CAINFO_BLOB): curl copies the bytes.
static inline CURLcode linklab_curl_setopt_blob(CURL *handle, CURLoption option, const void *bytes, size_t length) {
    struct curl_blob blob;
    blob.data = (void *)bytes;
    blob.len = length;
    blob.flags = CURL_BLOB_COPY;
    return curl_easy_setopt(handle, option, &blob);
}

// MARK: curl_easy_getinfo

static inline CURLcode linklab_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

// MARK: URLs, read by curl's own parser

/// One part of `text` as curl reads it (a missing scheme guessed, any scheme allowed), or NULL when curl cannot
/// read it or the part is absent. Free the result with curl_free.
static inline char *linklab_curl_url_part(const char *text, CURLUPart part) {
    CURLU *url = curl_url();
    char *out = NULL;
    if (url == NULL) {
        return NULL;
    }
    if (curl_url_set(url, CURLUPART_URL, text, CURLU_GUESS_SCHEME | CURLU_NON_SUPPORT_SCHEME) == CURLUE_OK) {
        if (curl_url_get(url, part, &out, 0) != CURLUE_OK) {
            out = NULL;
        }
    }
    curl_url_cleanup(url);
    return out;
}

// MARK: The library itself

/// The CA bundle libcurl was built to use (its `cainfo`), or NULL when it names none.
static inline const char *linklab_curl_default_cainfo(void) {
    curl_version_info_data *data = curl_version_info(CURLVERSION_NOW);
    return data != NULL ? data->cainfo : NULL;
}

#endif
