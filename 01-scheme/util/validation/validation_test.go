package validation

import (
	"slices"
	"strings"
	"testing"
)

func TestIsQualifiedName(t *testing.T) {
	const nameRegex = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
	tests := []struct {
		in   string
		want []string
	}{
		{"simple", nil},
		{"now-with-dashes", nil},
		{"1-starts-with-num", nil},
		{"1234", nil},
		{"simple/simple", nil},
		{"example.com/Upper_and.dots", nil},
		{strings.Repeat("a", 63), nil},
		{"", []string{"name part must be non-empty", nameRegex}},
		{"-x", []string{nameRegex}},
		{strings.Repeat("a", 64), []string{"name part must be no more than 63 bytes"}},
		{"/x", []string{"prefix part must be non-empty"}},
		{"Example.com/x", []string{"prefix part a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"}},
		{"a/b/c", []string{"a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"}},
	}
	for _, tt := range tests {
		if got := IsQualifiedName(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("IsQualifiedName(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestIsValidLabelValue(t *testing.T) {
	const valueRegex = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"a", nil},
		{"Upper_and.dots-1", nil},
		{strings.Repeat("a", 63), nil},
		{strings.Repeat("a", 64), []string{"must be no more than 63 bytes"}},
		{"a b", []string{valueRegex}},
		{"-a", []string{valueRegex}},
	}
	for _, tt := range tests {
		if got := IsValidLabelValue(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("IsValidLabelValue(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestIsDNS1123(t *testing.T) {
	const labelRegex = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"
	tests := []struct {
		name string
		fn   func(string) []string
		in   string
		want []string
	}{
		{"label", IsDNS1123Label, "kube-system", nil},
		{"label", IsDNS1123Label, "a.b", []string{"must not contain dots"}},
		{"label", IsDNS1123Label, "A", []string{labelRegex}},
		{"label", IsDNS1123Label, strings.Repeat("a", 64), []string{"must be no more than 63 characters"}},
		{"subdomain", IsDNS1123Subdomain, "my.example-1.com", nil},
		{"subdomain", IsDNS1123Subdomain, strings.Repeat("a", 254), []string{"must be no more than 253 characters"}},
		{"subdomain", IsDNS1123Subdomain, "a..b", []string{"a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"}},
		{"1035", IsDNS1035Label, "my-svc", nil},
		{"1035", IsDNS1035Label, "1svc", []string{"a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')"}},
		{"configmap key", IsConfigMapKey, "app.properties", nil},
		{"configmap key", IsConfigMapKey, "..data", []string{"must not start with '..'"}},
	}
	for _, tt := range tests {
		if got := tt.fn(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("%s(%q) = %q; want %q", tt.name, tt.in, got, tt.want)
		}
	}
}
