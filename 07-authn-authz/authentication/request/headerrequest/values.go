package headerrequest

import (
	"net/http"
	"net/url"
	"strings"
)

// hasPrefixIgnoreCase is strings.HasPrefix, ignoring case.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.hasPrefixIgnoreCase.
func hasPrefixIgnoreCase(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// headerValue is the first non-empty value of the first header of
// names that has one.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.headerValue.
func headerValue(h http.Header, names []string) string {
	for _, name := range names {
		if v := h.Get(name); v != "" {
			return v
		}
	}
	return ""
}

// allHeaderValues are every non-empty value of every header of names,
// in order; never nil.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.allHeaderValues.
func allHeaderValues(h http.Header, names []string) []string {
	ret := []string{}
	for _, name := range names {
		for _, v := range h[http.CanonicalHeaderKey(name)] {
			if v != "" {
				ret = append(ret, v)
			}
		}
	}
	return ret
}

// unescapeExtraKey undoes the %-encoding a proxy applies to extra keys
// that are not valid in header names (X-Remote-Extra-Example.com%2fkey);
// a malformed one is kept as it is.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.unescapeExtraKey.
func unescapeExtraKey(encoded string) string {
	key, err := url.PathUnescape(encoded)
	if err != nil {
		return encoded
	}
	return key
}

// newExtra collects the headers that start with a prefix into extra:
// the rest of the name, lower-cased and unescaped, is the key. Prefixes
// come first in the loop, so values keep the prefixes' order.
// Upstream: k8s.io/apiserver/pkg/authentication/request/headerrequest.newExtra.
func newExtra(h http.Header, prefixes []string) map[string][]string {
	ret := map[string][]string{}
	for _, prefix := range prefixes {
		for name, values := range h {
			if !hasPrefixIgnoreCase(name, prefix) {
				continue
			}
			key := unescapeExtraKey(strings.ToLower(name[len(prefix):]))
			ret[key] = append(ret[key], values...)
		}
	}
	return ret
}
