package version

import "testing"

func TestCompareKubeAwareVersionStrings(t *testing.T) {
	// each is preferred over the next
	order := []string{"v10", "v2", "v1", "v11beta2", "v10beta3", "v3beta1", "v12alpha1", "v11alpha2", "foo1", "foo10"}
	for i := range order {
		for j := range order {
			got := CompareKubeAwareVersionStrings(order[i], order[j])
			switch {
			case i < j && got <= 0, i > j && got >= 0, i == j && got != 0:
				t.Errorf("compare(%s, %s) = %d; want the sign of %d", order[i], order[j], got, j-i)
			}
		}
	}
}
