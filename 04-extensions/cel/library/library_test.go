package library_test

import (
	"strings"
	"testing"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"

	"github.com/kube-rebuilt/apiserver/04-extensions/cel/environment"
)

// TestLibraries evaluates expressions of every Kubernetes library (and
// the cel-go extensions the base environment adds) in the environment
// CRD rules compile in.
func TestLibraries(t *testing.T) {
	env := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).NewExpressionsEnv()
	tests := []struct {
		expr    string
		want    any    // the result, when no error is expected
		wantErr string // a substring of the evaluation error
	}{
		// lists
		{expr: "[1, 2, 3].sum()", want: int64(6)},
		{expr: "[1.5, 2.5].sum()", want: 4.0},
		{expr: "['a', 'b'].isSorted()", want: true},
		{expr: "['b', 'a'].isSorted()", want: false},
		{expr: "[3, 1, 2].min()", want: int64(1)},
		{expr: "[3, 1, 2].max()", want: int64(3)},
		{expr: "[1, 2, 2].indexOf(2)", want: int64(1)},
		{expr: "[1, 2, 2].lastIndexOf(2)", want: int64(2)},
		{expr: "[1, 2].indexOf(9)", want: int64(-1)},
		{expr: "[0].slice(0, 0).min()", wantErr: "min called on empty list"},
		// regex
		{expr: "'abc 123'.find('[0-9]+')", want: "123"},
		{expr: "'123 abc 456'.findAll('[0-9]+')", want: []string{"123", "456"}},
		{expr: "'123 abc 456'.findAll('[0-9]+', 1)", want: []string{"123"}},
		{expr: "'abc'.find(dyn('['))", wantErr: "Illegal regex"},
		// urls
		{expr: "url('https://example.com:8080/a%20b?x=1&x=2').getScheme()", want: "https"},
		{expr: "url('https://example.com:8080/path').getHost()", want: "example.com:8080"},
		{expr: "url('https://[::1]:80/').getHostname()", want: "::1"},
		{expr: "url('https://example.com:8080/').getPort()", want: "8080"},
		{expr: "url('https://example.com/a%20b').getEscapedPath()", want: "/a%20b"},
		{expr: "url('https://example.com/?x=1&x=2').getQuery()['x']", want: []string{"1", "2"}},
		{expr: "isURL('example.com')", want: false},
		{expr: "url('example.com')", wantErr: "URL parse error during conversion from string"},
		// quantity
		{expr: "quantity('1Gi').isGreaterThan(quantity('1G'))", want: true},
		{expr: "quantity('500m').isLessThan(quantity('1'))", want: true},
		{expr: "quantity('1k').compareTo(quantity('1000'))", want: int64(0)},
		{expr: "quantity('1.5').isInteger()", want: false},
		{expr: "quantity('2k').asInteger()", want: int64(2000)},
		{expr: "quantity('1.5').asApproximateFloat()", want: 1.5},
		{expr: "quantity('-3').sign()", want: int64(-1)},
		{expr: "quantity('1Gi').add(quantity('1Gi')) == quantity('2Gi')", want: true},
		{expr: "quantity('1k').sub(1) == quantity('999')", want: true},
		{expr: "isQuantity('1.2.3')", want: false},
		{expr: "quantity('1.5').asInteger()", wantErr: "cannot convert value to integer"},
		// ip and cidr
		{expr: "ip('10.0.0.1').family()", want: int64(4)},
		{expr: "ip('::1').isLoopback()", want: true},
		{expr: "ip('0.0.0.0').isUnspecified()", want: true},
		{expr: "ip('8.8.8.8').isGlobalUnicast()", want: true},
		{expr: "ip.isCanonical('2001:db8::0:1')", want: false},
		{expr: "isIP('::ffff:1.2.3.4')", want: false},
		{expr: "string(ip('10.0.0.1'))", want: "10.0.0.1"},
		{expr: "ip('fe80::1%eth0')", wantErr: `IP address "fe80::1%eth0" with zone value is not allowed`},
		{expr: "cidr('10.0.0.0/8').containsIP('10.1.2.3')", want: true},
		{expr: "cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16')", want: true},
		{expr: "cidr('10.0.0.0/16').containsCIDR(cidr('10.0.0.0/8'))", want: false},
		{expr: "cidr('10.1.2.3/8').masked() == cidr('10.0.0.0/8')", want: true},
		{expr: "cidr('10.0.0.0/8').prefixLength()", want: int64(8)},
		{expr: "cidr('10.0.0.0/8').ip() == ip('10.0.0.0')", want: true},
		{expr: "isCIDR('10.0.0.0/33')", want: false},
		// format
		{expr: "format.dns1123Label().validate('my-name').hasValue()", want: false},
		{expr: "format.dns1123Label().validate('My_Name').value()[0]", want: "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"},
		{expr: "format.named('uuid').value().validate('not-a-uuid').hasValue()", want: true},
		{expr: "format.named('nosuch').hasValue()", want: false},
		{expr: "format.labelValue().validate('ok.value').hasValue()", want: false},
		// semver
		{expr: "semver('1.2.3').major()", want: int64(1)},
		{expr: "semver('v1.2', true).minor()", want: int64(2)},
		{expr: "semver('1.2.3-alpha').isLessThan(semver('1.2.3'))", want: true},
		{expr: "semver('1.10.0').compareTo(semver('1.9.0'))", want: int64(1)},
		{expr: "isSemver('1.2')", want: false},
		{expr: "isSemver('1.2', true)", want: true},
		{expr: "semver('01.2.3')", wantErr: "Major number must not contain leading zeroes"},
		// cel-go extensions of the base environment
		{expr: "'Hello'.lowerAscii()", want: "hello"},
		{expr: "'a,b'.split(',')", want: []string{"a", "b"}},
		{expr: "sets.contains([1, 2, 3], [2])", want: true},
		{expr: "[3, 1, 2].sort()", want: []int64{1, 2, 3}},
		{expr: "{'a': 1}.all(k, v, v > 0)", want: true},
		{expr: "optional.of(1).orValue(2)", want: int64(1)},
		{expr: "1 < 1.5", want: true},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			ast, iss := env.Compile(tt.expr)
			if iss.Err() != nil {
				t.Fatalf("compile: %v", iss.Err())
			}
			prg, err := env.Program(ast)
			if err != nil {
				t.Fatalf("program: %v", err)
			}
			out, _, err := prg.Eval(cel.NoVars())
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v; want %v", err, tt.want)
			}
			if eq := out.Equal(types.DefaultTypeAdapter.NativeToValue(tt.want)); eq != types.True {
				t.Errorf("got %v; want %v", out.Value(), tt.want)
			}
		})
	}
}
