package v1

// SetDefaults_Gear gives a gear teeth.
func SetDefaults_Gear(obj *Gear) {
	if obj.Teeth == 0 {
		obj.Teeth = 12
	}
}
