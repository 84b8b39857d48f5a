package validation

import (
	"fmt"
	"regexp"
	"strings"
)

// Label keys and values: a name of at most 63 alphanumeric characters,
// '-', '_' or '.', starting and ending alphanumeric.
const (
	labelKeyCharFmt    = "[A-Za-z0-9]"
	labelKeyExtCharFmt = "[-A-Za-z0-9_.]"
	labelKeyFmt        = "(" + labelKeyCharFmt + labelKeyExtCharFmt + "*)?" + labelKeyCharFmt
	labelKeyErrMsg     = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"
	labelKeyMaxLength  = 63

	labelValueFmt    = "(" + labelKeyFmt + ")?"
	labelValueErrMsg = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"
)

// LabelValueMaxLength is the longest label value, in bytes.
// Upstream: k8s.io/apimachinery/pkg/util/validation.LabelValueMaxLength.
const LabelValueMaxLength int = 63

var (
	labelKeyRegexp   = regexp.MustCompile("^" + labelKeyFmt + "$")
	labelValueRegexp = regexp.MustCompile("^" + labelValueFmt + "$")
)

// IsQualifiedName checks a label key (and the many other fields with the
// same format): an optional DNS subdomain prefix and '/', then a name of at
// most 63 characters. It returns the problems found, or nil.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsQualifiedName (today
// an alias of k8s.io/apimachinery/pkg/api/validate/content.IsLabelKey).
func IsQualifiedName(value string) []string {
	var errs []string
	parts := strings.Split(value, "/")
	var name string
	switch len(parts) {
	case 1:
		name = parts[0]
	case 2:
		var prefix string
		prefix, name = parts[0], parts[1]
		if len(prefix) == 0 {
			errs = append(errs, "prefix part "+EmptyError())
		} else if msgs := isDNS1123Subdomain(prefix, maxBytesError); len(msgs) != 0 {
			for _, m := range msgs {
				errs = append(errs, "prefix part "+m)
			}
		}
	default:
		return append(errs, "a valid label key "+RegexError(labelKeyErrMsg, labelKeyFmt, "MyName", "my.name", "123-abc")+
			" with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')")
	}
	if len(name) == 0 {
		errs = append(errs, "name part "+EmptyError())
	} else if len(name) > labelKeyMaxLength {
		errs = append(errs, "name part "+maxBytesError(labelKeyMaxLength))
	}
	if !labelKeyRegexp.MatchString(name) {
		errs = append(errs, "name part "+RegexError(labelKeyErrMsg, labelKeyFmt, "MyName", "my.name", "123-abc"))
	}
	return errs
}

// IsValidLabelValue checks a label value: empty, or at most 63 characters of
// the label name alphabet. It returns the problems found, or nil.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsValidLabelValue (today
// an alias of k8s.io/apimachinery/pkg/api/validate/content.IsLabelValue).
func IsValidLabelValue(value string) []string {
	var errs []string
	if len(value) > LabelValueMaxLength {
		errs = append(errs, maxBytesError(LabelValueMaxLength))
	}
	if !labelValueRegexp.MatchString(value) {
		errs = append(errs, RegexError(labelValueErrMsg, labelValueFmt, "MyValue", "my_value", "12345"))
	}
	return errs
}

const (
	dns1123LabelFmt          = "[a-z0-9]([-a-z0-9]*[a-z0-9])?"
	dns1123LabelErrMsg       = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character"
	dns1123SubdomainFmt      = dns1123LabelFmt + "(\\." + dns1123LabelFmt + ")*"
	dns1123SubdomainErrorMsg = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character"
	dns1035LabelFmt          = "[a-z]([-a-z0-9]*[a-z0-9])?"
	dns1035LabelErrMsg       = "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character"
)

// DNS1123LabelMaxLength is the longest DNS label (RFC 1123).
// Upstream: k8s.io/apimachinery/pkg/util/validation.DNS1123LabelMaxLength.
const DNS1123LabelMaxLength int = 63

// DNS1123SubdomainMaxLength is the longest DNS subdomain (RFC 1123), and so
// the longest name of most API objects.
// Upstream: k8s.io/apimachinery/pkg/util/validation.DNS1123SubdomainMaxLength.
const DNS1123SubdomainMaxLength int = 253

// DNS1035LabelMaxLength is the longest DNS label (RFC 1035).
// Upstream: k8s.io/apimachinery/pkg/util/validation.DNS1035LabelMaxLength.
const DNS1035LabelMaxLength int = 63

var (
	dns1123LabelRegexp     = regexp.MustCompile("^" + dns1123LabelFmt + "$")
	dns1123SubdomainRegexp = regexp.MustCompile("^" + dns1123SubdomainFmt + "$")
	dns1035LabelRegexp     = regexp.MustCompile("^" + dns1035LabelFmt + "$")
)

// IsDNS1123Label checks a DNS label (RFC 1123): lower case alphanumerics and
// '-', at most 63 characters, alphanumeric at both ends. Namespace names
// have this format. Upstream: k8s.io/apimachinery/pkg/util/validation.IsDNS1123Label.
func IsDNS1123Label(value string) []string {
	var errs []string
	if len(value) > DNS1123LabelMaxLength {
		errs = append(errs, MaxLenError(DNS1123LabelMaxLength))
	}
	if !dns1123LabelRegexp.MatchString(value) {
		if dns1123SubdomainRegexp.MatchString(value) {
			// A valid subdomain of the right length: only dots are wrong.
			errs = append(errs, "must not contain dots")
		} else {
			errs = append(errs, RegexError(dns1123LabelErrMsg, dns1123LabelFmt, "my-name", "123-abc"))
		}
	}
	return errs
}

// IsDNS1123Subdomain checks a DNS subdomain (RFC 1123): DNS labels joined by
// dots, at most 253 characters. Most object names have this format.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsDNS1123Subdomain.
func IsDNS1123Subdomain(value string) []string {
	return isDNS1123Subdomain(value, MaxLenError)
}

func isDNS1123Subdomain(value string, maxLen func(int) string) []string {
	var errs []string
	if len(value) > DNS1123SubdomainMaxLength {
		errs = append(errs, maxLen(DNS1123SubdomainMaxLength))
	}
	if !dns1123SubdomainRegexp.MatchString(value) {
		errs = append(errs, RegexError(dns1123SubdomainErrorMsg, dns1123SubdomainFmt, "example.com"))
	}
	return errs
}

// IsDNS1035Label checks a DNS label (RFC 1035): like IsDNS1123Label, but it
// must start with a letter. Service names have this format.
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsDNS1035Label.
func IsDNS1035Label(value string) []string {
	var errs []string
	if len(value) > DNS1035LabelMaxLength {
		errs = append(errs, MaxLenError(DNS1035LabelMaxLength))
	}
	if !dns1035LabelRegexp.MatchString(value) {
		errs = append(errs, RegexError(dns1035LabelErrMsg, dns1035LabelFmt, "my-name", "abc-123"))
	}
	return errs
}

const (
	configMapKeyFmt    = `[-._a-zA-Z0-9]+`
	configMapKeyErrMsg = "a valid config key must consist of alphanumeric characters, '-', '_' or '.'"
)

var configMapKeyRegexp = regexp.MustCompile("^" + configMapKeyFmt + "$")

// IsConfigMapKey checks a key of a ConfigMap or Secret: a file name, so
// alphanumerics, '-', '_' and '.', never "." or ".." or starting with "..".
// Upstream: k8s.io/apimachinery/pkg/util/validation.IsConfigMapKey.
func IsConfigMapKey(value string) []string {
	var errs []string
	if len(value) > DNS1123SubdomainMaxLength {
		errs = append(errs, MaxLenError(DNS1123SubdomainMaxLength))
	}
	if !configMapKeyRegexp.MatchString(value) {
		errs = append(errs, RegexError(configMapKeyErrMsg, configMapKeyFmt, "key.name", "KEY_NAME", "key-name"))
	}
	switch {
	case value == ".":
		errs = append(errs, `must not be '.'`)
	case value == "..":
		errs = append(errs, `must not be '..'`)
	case strings.HasPrefix(value, ".."):
		errs = append(errs, `must not start with '..'`)
	}
	return errs
}

// MaxLenError explains a "string too long" failure.
// Upstream: k8s.io/apimachinery/pkg/util/validation.MaxLenError.
func MaxLenError(length int) string {
	return fmt.Sprintf("must be no more than %d characters", length)
}

// maxBytesError is the same explanation as upstream's newer content package
// words it, which the label key and value checks use.
func maxBytesError(length int) string {
	return fmt.Sprintf("must be no more than %d bytes", length)
}

// RegexError explains a failed regular expression match, with examples of
// values that pass. Upstream: k8s.io/apimachinery/pkg/util/validation.RegexError.
func RegexError(msg string, re string, examples ...string) string {
	if len(examples) == 0 {
		return msg + " (regex used for validation is '" + re + "')"
	}
	msg += " (e.g. "
	for i := range examples {
		if i > 0 {
			msg += " or "
		}
		msg += "'" + examples[i] + "', "
	}
	return msg + "regex used for validation is '" + re + "')"
}

// EmptyError explains a "must not be empty" failure.
// Upstream: k8s.io/apimachinery/pkg/util/validation.EmptyError.
func EmptyError() string { return "must be non-empty" }
